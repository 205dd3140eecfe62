import { useState } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';
import { accountTexts } from '../lib/texts';
import styles from './profile-avatar.module.css';

const SIZE = 112;

/**
 * The admin's photo, or the default avatar when there is none (docs/PRODUCT.md#data) or when the photo's
 * address no longer loads.
 */
export function ProfileAvatar({ name, image }: { name: string; image: string | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  const photo = image && image !== broken ? image : null;
  return (
    <img
      className={styles.avatar}
      src={photo ?? defaultAvatar}
      alt={photo ? accountTexts.profile.photoAlt(name) : accountTexts.profile.defaultAvatarAlt}
      width={SIZE}
      height={SIZE}
      decoding="async"
      onError={photo ? () => setBroken(photo) : undefined}
    />
  );
}
