import { paths } from '@clean/shared';
import type { Admin } from '@clean/shared/schemas';
import { ButtonLink } from '@clean/shared/ui';
import { useId } from 'react';
import { accountTexts } from '../lib/texts';
import { ProfileAvatar } from './profile-avatar';
import styles from './profile-card.module.css';

/** A stored value, or the brief's text for one not given yet (docs/PRODUCT.md#data). */
function Detail({ label, value, missing }: { label: string; value: string | null; missing?: string }) {
  const shown = value?.trim();
  return (
    <div className={styles.detail}>
      <dt className={styles.label}>{label}</dt>
      <dd className={shown ? styles.value : `${styles.value} ${styles.missing}`}>{shown || missing}</dd>
    </div>
  );
}

/** The signed-in admin: photo or default avatar, name, email, phone, address, and what they can change. */
export function ProfileCard({ profile }: { profile: Admin }) {
  const nameId = useId();
  const texts = accountTexts.profile;
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <div className={styles.banner} aria-hidden="true" />
      <div className={styles.body}>
        <div className={styles.identity}>
          <ProfileAvatar name={profile.name} image={profile.image} />
          <h2 id={nameId} className={styles.name}>
            {profile.name}
          </h2>
        </div>
        <dl className={styles.details}>
          <Detail label={texts.email} value={profile.email} />
          <Detail label={texts.phone} value={profile.phone} missing={texts.noPhone} />
          <Detail label={texts.address} value={profile.address} missing={texts.noAddress} />
        </dl>
        <div className={styles.actions}>
          <ButtonLink to={paths.admin.editProfile}>{texts.edit}</ButtonLink>
          <ButtonLink to={paths.admin.changePassword} variant="outline">
            {texts.changePassword}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
