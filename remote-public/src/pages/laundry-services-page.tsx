import { usePageHead } from '../hooks/use-page-head';
import { paths } from '@clean/shared';
import laundryImage from '../assets/services/laundry.svg';
import { GoBackButton } from '../components/go-back-button/go-back-button';
import { laundryComingSoon, laundryHead } from '../content/placeholders';
import { SERVICE_IMAGE_SIZE } from '../content/services';
import { Notice } from '@clean/shared/ui';

/** /services/laundry-services: 'Coming Soon! This service will be up soonest!' with Go Back. */
export default function LaundryServicesPage() {
  usePageHead(laundryHead);
  return (
    <Notice
      title={laundryComingSoon.title}
      text={laundryComingSoon.text}
      detail={laundryComingSoon.detail}
      image={{ src: laundryImage, alt: laundryComingSoon.imageAlt, ...SERVICE_IMAGE_SIZE }}
      actions={<GoBackButton label={laundryComingSoon.goBack} fallback={paths.services} />}
    />
  );
}
