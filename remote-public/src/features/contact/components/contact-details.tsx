import { company, telHref } from '@clean/shared';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { MapPinIcon } from '../../../components/icons/map-pin-icon';
import { BuildingIcon, ClockIcon, MailIcon, PhoneIcon } from './contact-icons';
import { contactPage } from '../../../content/contact';
import styles from './contact-details.module.css';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <Icon className={styles.icon} />
      <div>
        <p className={styles.label}>{label}</p>
        <p className={styles.value}>{children}</p>
      </div>
    </li>
  );
}

/** The left panel of Contact Us: phone, e-mail, parent company, head and branch offices (Abuja). */
export function ContactDetails() {
  return (
    <aside className={styles.panel} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.title}>
        {contactPage.detailsTitle}
      </h2>
      <ul className={styles.list}>
        <Detail icon={PhoneIcon} label={contactPage.phoneLabel}>
          <a href={telHref()}>{company.phone}</a>
        </Detail>
        <Detail icon={MailIcon} label={contactPage.emailLabel}>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </Detail>
        <Detail icon={BuildingIcon} label={contactPage.subsidiaryLabel}>
          {company.parent}
        </Detail>
        <Detail icon={MapPinIcon} label={contactPage.headOfficeLabel}>
          {company.headOffice}
        </Detail>
        <Detail icon={MapPinIcon} label={contactPage.branchOfficeLabel}>
          {company.branchOffice}
        </Detail>
        <Detail icon={ClockIcon} label={contactPage.hoursLabel}>
          {contactPage.hours}
        </Detail>
      </ul>
    </aside>
  );
}
