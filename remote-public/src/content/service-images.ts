import deepCleaningImage from '../assets/services/deep-cleaning.svg?inline';
import fumigationImage from '../assets/services/fumigation.svg?inline';
import homeCleaningImage from '../assets/services/home-cleaning.svg?inline';
import hotelImage from '../assets/services/hotel.svg?inline';
import janitorialImage from '../assets/services/janitorial.svg?inline';
import laundryImage from '../assets/services/laundry.svg?inline';
import postConstructionImage from '../assets/services/post-construction.svg?inline';
import type { IllustrationImage } from '@clean/shared/ui';
import type { ServiceId } from './services';

/**
 * Each service's illustration, apart from the services' texts: the city pages list the services
 * without pictures, so their code does not carry the markup.
 */
export const serviceImages: Record<ServiceId, IllustrationImage> = {
  'laundry-and-dry-cleaning': {
    svg: laundryImage,
    alt: 'A washing machine, clothes drying on a line and a basket of neatly folded laundry',
  },
  'regular-home-cleaning': {
    svg: homeCleaningImage,
    alt: 'A tidy living room with a green sofa, a lamp and a cleaning spray bottle',
  },
  'deep-cleaning': {
    svg: deepCleaningImage,
    alt: 'A kitchen being scrubbed, with a bucket of soapy water, a brush and rubber gloves',
  },
  'professional-janitorial-services': {
    svg: janitorialImage,
    alt: 'An office desk beside a janitorial cart and a wet floor warning sign',
  },
  'hotel-housekeeping': {
    svg: hotelImage,
    alt: 'A freshly made hotel bed with folded towels, a bedside lamp and a suitcase',
  },
  'post-construction-cleaning': {
    svg: postConstructionImage,
    alt: 'A ladder, a hard hat and an industrial vacuum cleaner in a newly built room',
  },
  fumigation: {
    svg: fumigationImage,
    alt: 'A house beside a pest control sprayer and a crossed-out insect sign',
  },
};
