import { bookingPathFor, cityPath, company, telHref } from '@clean/shared';
import { useLocation } from 'react-router-dom';
import { ArrowRightIcon } from '../components/icons/icons';
import { MapPinIcon } from '../components/icons/map-pin-icon';
import { ClosingCall } from '../components/closing-call/closing-call';
import { Section } from '../components/section/section';
import { cities, cityPage, type CityContent } from '../content/cities';
import { openingHoursText } from '../content/offices';
import { services } from '../content/services';
import { CityAreas } from '../features/areas/components/city-areas';
import { ClockIcon, MailIcon, PhoneIcon } from '../features/contact/components/contact-icons';
import { usePageHead } from '../hooks/use-page-head';
import styles from './city-page.module.css';
import { ButtonLink, PageHeader } from '@clean/shared/ui';

/**
 * /cleaning-services/<city>: the services in that city, the areas covered (the API's), the local office
 * or the phone, and a Book Now that opens the booking form with the city chosen. The route table mounts it
 * on the four city paths only, so the path always names one of them.
 */
export default function CityPage() {
  const { pathname } = useLocation();
  const city = cities.find((candidate) => cityPath(candidate.location) === pathname) ?? cities[0]!;
  usePageHead(city.head, 'city');
  const { location } = city;
  const bookingPath = bookingPathFor(location);
  return (
    <>
      <PageHeader eyebrow={cityPage.eyebrow} title={city.title} intro={city.intro}>
        <div className={styles.actions}>
          <ButtonLink to={bookingPath} size="large">
            {cityPage.bookLabel}
            <ArrowRightIcon />
          </ButtonLink>
          <a href={telHref()} className={styles.phone}>
            <PhoneIcon className={styles.icon} />
            {company.phone}
          </a>
        </div>
      </PageHeader>
      <Section title={cityPage.servicesTitle(location)} intro={cityPage.servicesIntro} tone="alt">
        <ul className={styles.services}>
          {services.map((service) => (
            <li key={service.id} className={styles.service}>
              <h3 className={styles.serviceTitle}>{service.title}</h3>
              <p className={styles.serviceText}>{service.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={cityPage.areasTitle}>
        <div className={styles.columns}>
          <div>
            <CityAreas location={location} />
          </div>
          <LocalContact city={city} />
        </div>
      </Section>
      <Section tone="brand">
        <ClosingCall title={cityPage.closingTitle(location)} text={cityPage.closingText}>
          <ButtonLink to={bookingPath} size="large">
            {cityPage.bookLabel}
            <ArrowRightIcon />
          </ButtonLink>
        </ClosingCall>
      </Section>
    </>
  );
}

/** The offices in the city, or the central line when it has none; phone, e-mail and hours either way. */
function LocalContact({ city }: { city: CityContent }) {
  const heading = city.offices.length > 0 ? cityPage.officeTitle(city.offices.length) : cityPage.phoneTitle;
  return (
    <aside className={styles.contact} aria-labelledby="city-contact-title">
      <h3 id="city-contact-title" className={styles.contactTitle}>
        {heading}
      </h3>
      {city.offices.length === 0 && <p className={styles.contactText}>{cityPage.phoneText(city.location)}</p>}
      <ul className={styles.contactList}>
        {city.offices.map((office) => (
          <li key={office.id}>
            <MapPinIcon className={styles.icon} />
            <span>
              <strong>{office.name}</strong>
              <br />
              {office.streetAddress}, {office.locality}
            </span>
          </li>
        ))}
        <li>
          <PhoneIcon className={styles.icon} />
          <span>
            <span className={styles.label}>{cityPage.phoneLabel}: </span>
            <a href={telHref()}>{company.phone}</a>
          </span>
        </li>
        <li>
          <MailIcon className={styles.icon} />
          <span>
            <span className={styles.label}>{cityPage.emailLabel}: </span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </span>
        </li>
        <li>
          <ClockIcon className={styles.icon} />
          <span>
            <span className={styles.label}>{cityPage.hoursLabel}: </span>
            {openingHoursText}
          </span>
        </li>
      </ul>
    </aside>
  );
}
