import { usePageHead } from '../hooks/use-page-head';
import { Section } from '../components/section/section';
import { contactHead, contactPage } from '../content/contact';
import { ContactDetails } from '../features/contact/components/contact-details';
import { ContactForm } from '../features/contact/components/contact-form';
import styles from './contact-page.module.css';
import { PageHeader } from '@clean/shared/ui';

/** /contact: 'Contact Us', the company's details on the left and the form on the right. */
export default function ContactPage() {
  usePageHead(contactHead, 'offices');
  return (
    <>
      <PageHeader title={contactPage.title} intro={contactPage.subtitle} />
      <Section>
        <div className={styles.layout}>
          <ContactDetails />
          <section className={styles.formCard} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.formTitle}>
              {contactPage.formTitle}
            </h2>
            <ContactForm />
          </section>
        </div>
      </Section>
    </>
  );
}
