import { cityLinks, company, telHref, footerLinks, socialLinks } from '@clean/shared';
import { Link } from 'react-router-dom';
import { Logo } from '../logo/logo';
import styles from './footer.module.css';
import { SocialIcon } from './social-icon';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brand} aria-label="About the company">
          <Logo />
          <p className={styles.blurb}>
            Professional cleaning and laundry for homes, offices and hotels, a subsidiary of {company.parent}.
          </p>
          <ul className={styles.socials} aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  className={styles.social}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <SocialIcon label={social.label} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Cities we serve">
          <h2 className={styles.heading}>Where We Clean</h2>
          <ul className={`${styles.links} ${styles.singleColumn}`}>
            {cityLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="Contact details">
          <h2 className={styles.heading}>Get in Touch</h2>
          <address className={styles.contact}>
            <span>{company.postalAddress}</span>
            <a href={telHref()} className={styles.link}>
              {company.phone}
            </a>
            <a href={`mailto:${company.email}`} className={styles.link}>
              {company.email}
            </a>
          </address>
        </section>
      </div>
      <p className={styles.legal}>
        © {year} {company.name}. All rights reserved.
      </p>
    </footer>
  );
}
