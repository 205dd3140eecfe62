import type { PageHead } from '@clean/shared/seo';
export const homeHero = {
  eyebrow: 'Trusted in Abuja since 2015',
  title: 'Professional Cleaning & Laundry Services at Your Fingertips',
  text: 'Spotless homes, offices and hotels, and fresh laundry when you need it. Book a trained, background-checked team in a few minutes.',
  bookLabel: 'Book Now',
  secondaryLabel: 'See Our Prices',
  highlights: ['Vetted, uniformed staff', 'Eco-friendly products', 'Express same-day laundry'],
  imageAlt: 'A smiling Sparkle cleaner with a mop and spray bottle in a bright living room with folded laundry',
} as const;

export const homeServices = {
  title: 'Our Services',
  intro: 'Seven services, one dependable team. Everything your home or business needs to stay clean and fresh.',
  linkLabel: 'Learn More',
} as const;

export const homeTestimonials = {
  title: 'What Our Clients Say',
  carouselLabel: 'Client testimonials',
  intro: 'Homeowners, offices and hotels across Nigeria trust us with their spaces every week.',
} as const;

export const homeCallToAction = {
  title: 'Ready for a spotless home or office?',
  text: 'Pick a date and time that suits you and leave the rest to us. Our teams serve Abuja, Lagos, Port Harcourt and Jalingo.',
  linkLabel: 'Book Your Cleaning Session',
} as const;

export const homeHead: PageHead = {
  title: 'Home, Office & Hotel Cleaning and Laundry in Nigeria',
  description:
    'Book vetted cleaners in Abuja, Lagos, Port Harcourt and Jalingo: home and deep cleaning, janitorial crews, hotel housekeeping, fumigation and laundry. Pay online.',
};
