import { usePageHead } from '../hooks/use-page-head';
import { paths } from '@clean/shared';
import { ArrowRightIcon } from '../components/icons/icons';
import { ClosingCall } from '../components/closing-call/closing-call';
import { Section } from '../components/section/section';
import {
  cleaningServicesFaq,
  cleaningServicesHead,
  cleaningServicesPage,
  serviceOfferings,
} from '../content/service-pages';
import { ServiceBlock } from '../features/services/components/service-block';
import styles from './cleaning-services-page.module.css';
import { ButtonLink, PageHeader } from '@clean/shared/ui';

/** /services/cleaning-services: intro, the 7 service blocks with Book Now, the FAQ and 'Book a Service'. */
export default function CleaningServicesPage() {
  usePageHead(cleaningServicesHead, 'services-and-faq');
  const [lead, ...more] = cleaningServicesPage.intro;
  return (
    <>
      <PageHeader title={cleaningServicesPage.title} intro={lead}>
        {more.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </PageHeader>
      <Section>
        <div className={styles.blocks}>
          {serviceOfferings.map((service, index) => (
            <ServiceBlock
              key={service.id}
              service={service}
              index={index}
              bookLabel={cleaningServicesPage.bookLabel}
              priority={index === 0}
            />
          ))}
        </div>
      </Section>
      <Section title={cleaningServicesPage.faqTitle}>
        <dl className={styles.faq}>
          {cleaningServicesFaq.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section tone="brand">
        <ClosingCall title={cleaningServicesPage.closing.title} text={cleaningServicesPage.closing.text}>
          <ButtonLink to={paths.services} size="large">
            {cleaningServicesPage.closing.linkLabel}
            <ArrowRightIcon />
          </ButtonLink>
        </ClosingCall>
      </Section>
    </>
  );
}
