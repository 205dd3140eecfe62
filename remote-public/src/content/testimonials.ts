/** A client's words for the home page carousel (docs/PRODUCT.md#public-site). */
export interface Testimonial {
  text: string;
  author: string;
  role: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    text: 'I have used Sparkle for our weekly home cleaning for over two years. The team is always on time, polite and thorough, and I never have to worry about leaving them in the house.',
    author: 'Adaeze Okafor',
    role: 'Homeowner, Maitama',
  },
  {
    text: 'Their janitorial crew keeps our three office floors spotless. When we needed an extra deep clean before an audit, they sorted it out within a day.',
    author: 'Ibrahim Musa',
    role: 'Facilities Manager, Kubwa Ridge Partners',
  },
  {
    text: 'Our housekeeping scores went up in the first month. The housekeepers follow our checklists to the letter and the supervisor reports daily.',
    author: 'Funmilayo Adeyemi',
    role: 'General Manager, Palmcrest Suites, Jabi',
  },
  {
    text: 'The express same-day laundry is a lifesaver. My suits come back crisp, my agbada looks brand new and pickup is always on schedule.',
    author: 'Chinedu Eze',
    role: 'Business Consultant, Wuse II',
  },
];
