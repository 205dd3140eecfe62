import { paths } from '@clean/shared';
import type { Admin } from '@clean/shared/schemas';
import { ButtonLink } from '@clean/shared/ui';
import { useId } from 'react';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { accountTexts } from '../lib/texts';
import { ProfileAvatar } from './profile-avatar';
import styles from './profile-card.module.css';

/** A stored value, or the brief's text for one not given yet (docs/PRODUCT.md#data). */
function StoredDetail({ label, value, missing }: { label: string; value: string | null; missing?: string }) {
  const shown = value?.trim();
  return <Detail label={label}>{shown || (missing && <span className={styles.missing}>{missing}</span>)}</Detail>;
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
        <DetailList layout="rows" stackOnSmallPhones className={styles.details}>
          <StoredDetail label={texts.email} value={profile.email} />
          <StoredDetail label={texts.phone} value={profile.phone} missing={texts.noPhone} />
          <StoredDetail label={texts.address} value={profile.address} missing={texts.noAddress} />
        </DetailList>
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
