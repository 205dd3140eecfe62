import { paths } from '@clean/shared';
import privacyImage from '../assets/privacy.svg';
import { GoBackButton } from '../components/go-back-button/go-back-button';
import { privacyPlaceholder } from '../content/placeholders';
import { Notice } from '@clean/shared/ui';

/** /privacy-policy: 'Anticipate!', the data policy is being prepared, Go Back. */
export default function PrivacyPage() {
  return (
    <Notice
      title={privacyPlaceholder.title}
      text={privacyPlaceholder.text}
      detail={privacyPlaceholder.detail}
      image={{ src: privacyImage, alt: privacyPlaceholder.imageAlt, width: 320, height: 240 }}
      actions={<GoBackButton label={privacyPlaceholder.goBack} fallback={paths.home} />}
    />
  );
}
