// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { mockFetch, renderWithProviders } from '@clean/shared/testing';
import { bookingPathFor, cityPath, company, LOCATIONS, paths, telHref } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { pages } from '../src/app/pages';
import AboutPage from '../src/pages/about-page';
import CeoPage from '../src/pages/ceo-page';
import CleaningServicesPage from '../src/pages/cleaning-services-page';
import ClientsPage from '../src/pages/clients-page';
import ContactPage from '../src/pages/contact-page';
import HomePage from '../src/pages/home-page';
import LaundryServicesPage from '../src/pages/laundry-services-page';
import CityPage from '../src/pages/city-page';
import PrivacyPage, { PrivacyContent } from '../src/pages/privacy-page';
import ServicesPage from '../src/pages/services-page';
import TermsPage from '../src/pages/terms-page';

const SERVICE_TITLES = [
  'Laundry & Dry Cleaning',
  'Regular Home Cleaning',
  'Deep Cleaning',
  'Professional Janitorial Services',
  'Hotel Housekeeping',
  'Post-Construction Cleaning',
  'Fumigation',
];

/** Renders a page at its route, as the shell's router mounts it (relative links resolve from there). */
function renderPage(Page: ComponentType, route = '/') {
  return renderWithProviders(
    <Routes>
      <Route path={route} element={<Page />} />
    </Routes>,
    { route },
  );
}

describe('the public pages', () => {
  // API calls (a city's areas) wait unless a test answers them: the pages' own content needs no data.
  beforeEach(() => mockFetch().hold());

  it('exposes a page for every route key the shell asks this remote for', () => {
    expect(Object.keys(pages).sort()).toEqual(
      [
        'about',
        'ceo',
        'city',
        'cleaning-services',
        'clients',
        'contact',
        'home',
        'laundry-services',
        'pricing',
        'privacy',
        'services',
        'terms',
      ].sort(),
    );
  });

  it.each([
    ['home', HomePage, 8],
    ['services', ServicesPage, 2],
    ['cleaning services', CleaningServicesPage, 7],
    ['laundry', LaundryServicesPage, 1],
    ['about', AboutPage, 1],
    ['contact', ContactPage, 0],
    ['terms', TermsPage, 0],
    ['ceo', CeoPage, 0],
    ['clients', ClientsPage, 0],
    ['privacy', PrivacyPage, 0],
    ['city', CityPage, 0],
  ])('the %s page has exactly one h1 and every picture has its size and alt text', (_name, Page, illustrations) => {
    const { container } = renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const image of container.querySelectorAll('img')) {
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
    // An inline illustration: named as a whole, its proportions from its viewBox, and ids of its own
    // (several illustrations share the page's document).
    const drawn = container.querySelectorAll('span[role="img"]');
    expect(drawn).toHaveLength(illustrations);
    for (const illustration of drawn) {
      expect(illustration.getAttribute('aria-label')).toBeTruthy();
      expect(illustration.querySelectorAll(':scope > svg[viewBox]')).toHaveLength(1);
      expect(illustration.querySelector('[role]')).toBeNull();
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toEqual([...new Set(ids)]);
  });

  it('home: hero with Book Now to /services, the 7 services with Learn More, 4 testimonials and the closing call to action', () => {
    renderPage(HomePage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /professional cleaning & laundry.*at your fingertips/i,
    );
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', paths.services);
    const grid = screen.getByRole('region', { name: 'Our Services' });
    for (const title of SERVICE_TITLES) expect(within(grid).getByRole('heading', { name: title })).toBeInTheDocument();
    const learnMore = within(grid).getAllByRole('link', { name: /^Learn More/ });
    expect(learnMore).toHaveLength(7);
    for (const link of learnMore) expect(link).toHaveAttribute('href', paths.services);
    // The home page omits the feature lists.
    expect(screen.queryByText('Express same-day laundry service')).not.toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(within(carousel).getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Book Your Cleaning Session/ })).toHaveAttribute('href', paths.services);
  });

  it('services: cards for Cleaning Services and Laundry Services linking to their pages', () => {
    renderPage(ServicesPage, paths.services);
    expect(screen.getByRole('heading', { name: 'Cleaning Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Laundry Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cleaning Services/ })).toHaveAttribute('href', paths.cleaningServices);
    expect(screen.getByRole('link', { name: /Laundry Services/ })).toHaveAttribute('href', paths.laundryServices);
  });

  it('cleaning services: 7 blocks with features and Book Now to the booking form, then Book a Service', () => {
    renderPage(CleaningServicesPage, paths.cleaningServices);
    for (const title of SERVICE_TITLES)
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText('Express same-day laundry service')).toBeInTheDocument();
    const bookNow = screen.getAllByRole('link', { name: /^Book Now/ });
    expect(bookNow).toHaveLength(7);
    for (const link of bookNow) expect(link).toHaveAttribute('href', paths.booking);
    expect(screen.getByRole('link', { name: /Book a Service/ })).toHaveAttribute('href', paths.services);
  });

  it('about: founded 2015, the story in three paragraphs, four statistics, four values and Book Now', () => {
    renderPage(AboutPage, paths.about);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText(/Founded in 2015/)).toHaveTextContent(
      /one of Nigeria's leading professional cleaning and laundry companies.*seamless booking and management/,
    );
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(story.querySelectorAll('p')).toHaveLength(3);
    for (const [number, label] of [
      ['100+', 'Happy Clients'],
      ['7+', 'Years Experience'],
      ['30+', 'Team Members'],
      ['4.9/5', 'Customer Rating'],
    ]) {
      expect(screen.getByText(number!)).toBeInTheDocument();
      expect(screen.getByText(label!)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Our Values' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', paths.services);
  });

  it('contact: the texts and details of docs/PRODUCT.md#public-site', () => {
    renderPage(ContactPage, paths.contact);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Get in touch with us for any questions or concerns')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute('href', 'tel:+2348000000000');
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(screen.getByText('A Subsidiary of')).toBeInTheDocument();
    expect(screen.getByText(company.parent)).toBeInTheDocument();
    expect(screen.getByText('Head Office')).toBeInTheDocument();
    expect(screen.getByText('Branch Office')).toBeInTheDocument();
  });

  it('terms: the four topics as a bullet list', () => {
    renderPage(TermsPage, paths.terms);
    for (const topic of [
      'Contract duration and renewal terms',
      'Payment terms and conditions',
      'Cancellation policy',
      'Liability and insurance coverage',
    ]) {
      expect(screen.getByRole('heading', { name: topic }).closest('li')).toBeInTheDocument();
    }
  });

  it('ceo: a letter and a photo', () => {
    renderPage(CeoPage, paths.ceo);
    expect(screen.getByRole('img', { name: /portrait/i })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Letter from/ }).querySelectorAll('p').length).toBeGreaterThan(4);
  });

  it('clients: 13 organisations', () => {
    renderPage(ClientsPage, paths.clients);
    expect(screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('li'))).toHaveLength(13);
  });

  it("laundry: 'Coming Soon! This service will be up soonest!' with Go Back", () => {
    renderPage(LaundryServicesPage, paths.laundryServices);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon!' })).toBeInTheDocument();
    expect(screen.getByText('This service will be up soonest!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('privacy: the notice with its version and date, each topic of the Nigeria Data Protection Act 2023', () => {
    renderPage(PrivacyPage, paths.privacy);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(screen.getByText(`Version ${PRIVACY_NOTICE.version} · In force from 26 November 2026`)).toBeInTheDocument();
    for (const topic of [
      'Who we are',
      'What we collect',
      'Why we use it, and on what basis',
      'Who receives it',
      'How long we keep it',
      'Your rights, and how to use each one',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    const main = document.body;
    for (const words of [
      /perform your booking/,
      /legitimate interests/,
      /consent only: marketing/i,
      /payment provider/,
    ]) {
      expect(main).toHaveTextContent(words);
    }
    for (const words of [/e-mail provider and our SMS provider/, /24 months/, /Nigeria Data Protection Commission/]) {
      expect(main).toHaveTextContent(words);
    }
  });

  it("privacy, while no notice is written: 'Anticipate!', a data policy is being prepared, Go Back", () => {
    renderPage(() => <PrivacyContent notice={null} />, paths.privacy);
    expect(screen.getByRole('heading', { level: 1, name: 'Anticipate!' })).toBeInTheDocument();
    expect(screen.getByText(/data policy is being prepared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it.each(LOCATIONS)(
    'the %s page: its services, the areas covered, the office or phone, and Book Now with the city chosen',
    async (location) => {
      const areas = ['North', 'South'].map((name) => ({ _id: name, location, name, served: true, surcharge: 0 }));
      mockFetch().answer({ status: 200, body: { success: true, areas } });
      renderPage(CityPage, cityPath(location));
      expect(screen.getByRole('heading', { level: 1, name: `Cleaning Services in ${location}` })).toBeInTheDocument();
      const services = screen.getByRole('region', { name: `Our services in ${location}` });
      for (const title of SERVICE_TITLES)
        expect(within(services).getByRole('heading', { name: title })).toBeInTheDocument();
      // The areas are the API's (test/city-areas.test.tsx tells each state).
      expect(await within(screen.getByRole('region', { name: 'Areas we cover' })).findByText('South')).toBeVisible();
      const contact = screen.getByRole('complementary');
      expect(within(contact).getByRole('link', { name: company.phone })).toHaveAttribute('href', telHref());
      if (location === 'Abuja') expect(contact).toHaveTextContent(company.headOffice.split(',')[0]!);
      else expect(within(contact).getByRole('heading')).toHaveTextContent('Talk to us');
      for (const link of screen.getAllByRole('link', { name: 'Book Now' })) {
        expect(link).toHaveAttribute('href', bookingPathFor(location));
      }
    },
  );
});
