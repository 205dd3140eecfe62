import { usePageHead } from '../hooks/use-page-head';
import { paths } from '@clean/shared';
import laundryImage from '../assets/services/laundry.svg?inline';
import { GoBackButton } from '../components/go-back-button/go-back-button';
import { laundryComingSoon, laundryHead } from '../content/placeholders';
import { Notice } from '@clean/shared/ui';

/** /services/laundry-services: 'Coming Soon! This service will be up soonest!' with Go Back. */
export default function LaundryServicesPage() {
  usePageHead(laundryHead);
  return (
    <Notice
      title={laundryComingSoon.title}
      text={laundryComingSoon.text}
      detail={laundryComingSoon.detail}
      image={{ svg: laundryImage, alt: laundryComingSoon.imageAlt }}
      actions={<GoBackButton label={laundryComingSoon.goBack} fallback={paths.services} />}
    />
  );
}
