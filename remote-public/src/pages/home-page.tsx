import { usePageHead } from '../hooks/use-page-head';
import { Section } from '../components/section/section';
import { homeHead, homeTestimonials } from '../content/home';
import { testimonials } from '../content/testimonials';
import { BookingCta } from '../features/home/components/booking-cta';
import { HomeHero } from '../features/home/components/home-hero';
import { ServicesGrid } from '../features/home/components/services-grid';
import { TestimonialCarousel } from '../features/testimonials/components/testimonial-carousel';

/** / (docs/PRODUCT.md#public-site): hero, Our Services, What Our Clients Say, Book Your Cleaning Session. */
export default function HomePage() {
  usePageHead(homeHead, 'offices-and-services');
  return (
    <>
      <HomeHero />
      <ServicesGrid />
      <Section title={homeTestimonials.title} intro={homeTestimonials.intro}>
        <TestimonialCarousel testimonials={testimonials} label={homeTestimonials.carouselLabel} />
      </Section>
      <BookingCta />
    </>
  );
}
