import type { Crew, CrewDevice } from '@clean/shared/schemas';
import { Bone, buttonClassName, ConfirmDialog, Skeleton, VisuallyHidden } from '@clean/shared/ui';
import { useId, useState } from 'react';
import {
  useAdminGetCrewDevicesQuery,
  useAdminSendCrewSignInLinkMutation,
  useAdminSignOutCrewDeviceMutation,
} from '../../../api/crews-api';
import { DataTable, cellStyles, type Column } from '../../../components/data-table/data-table';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { Section } from '../../../components/record-section/record-section';
import { useAction } from '../../../hooks/use-action';
import { lagosMoment } from '@clean/shared/lagos-time';
import { crewsTexts } from '../lib/texts';
import styles from './crews.module.css';
import { SignInLinkDialog, type LinkToPassOn } from './sign-in-link-dialog';

const linkTexts = crewsTexts.signIn;
const texts = crewsTexts.devices;

const moment = (instant: string | null) => (instant ? lagosMoment(instant) : texts.never);

/** When the device's access runs out: the link's end until it is used, the session's after; none once ended. */
const expiresAt = (device: CrewDevice) =>
  device.state === 'ended' ? null : device.state === 'link-sent' ? device.linkExpiresAt : device.expiresAt;

function SignOutButton({ device, onAsk }: { device: CrewDevice; onAsk: (device: CrewDevice) => void }) {
  if (device.state === 'ended') return null;
  return (
    <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => onAsk(device)}>
      {texts.signOut}
      <VisuallyHidden>{texts.ofDevice(device.member)}</VisuallyHidden>
    </button>
  );
}

/** A device on a phone: the same facts as a table row, one card each. */
function DeviceCard({ device, onAsk }: { device: CrewDevice; onAsk: (device: CrewDevice) => void }) {
  const titleId = useId();
  return (
    <article className={styles.deviceCard} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.crewName}>
        {device.member}
      </h3>
      <DetailList layout="grid">
        <Detail label={texts.state}>{texts.states[device.state]}</Detail>
        <Detail label={texts.linkSentAt}>{moment(device.linkSentAt)}</Detail>
        <Detail label={texts.lastSeen}>{moment(device.lastSeenAt)}</Detail>
        <Detail label={texts.expires}>{moment(expiresAt(device))}</Detail>
      </DetailList>
      <div>
        <SignOutButton device={device} onAsk={onAsk} />
      </div>
    </article>
  );
}

/** Per member of the saved crew, Send sign-in link; the toast says where it went, or a dialog shows it. */
function SignInLinks({ crew, onSent }: { crew: Crew; onSent: () => void }) {
  const [send] = useAdminSendCrewSignInLinkMutation();
  const action = useAction();
  const [sending, setSending] = useState<number | null>(null);
  const [shown, setShown] = useState<LinkToPassOn | null>(null);

  const sendTo = async (member: number) => {
    setSending(member);
    const answer = await action.run(() => send({ id: crew._id, member }).unwrap());
    setSending(null);
    if (!answer) return;
    onSent();
    if (answer.link !== null)
      setShown({ member: crew.members[member]?.name ?? answer.device.member, link: answer.link });
  };

  return (
    <Section title={linkTexts.title}>
      <p className={styles.muted}>{linkTexts.intro}</p>
      {crew.members.length === 0 ? (
        <p className={styles.muted}>{linkTexts.noMembers}</p>
      ) : (
        <ul className={styles.signInList} aria-label={linkTexts.listLabel}>
          {crew.members.map((member, index) => (
            // Members have no id: their place is what the API asks for.
            <li key={index} className={styles.timeOffItem}>
              <span>
                {member.name}
                <span className={styles.muted}> · {member.phone}</span>
              </span>
              <button
                type="button"
                className={buttonClassName({ variant: 'outline' })}
                disabled={sending !== null}
                onClick={() => void sendTo(index)}
              >
                {sending === index ? linkTexts.sending : linkTexts.send}
                <VisuallyHidden>{linkTexts.toMember(member.name)}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      )}
      <SignInLinkDialog shown={shown} onClose={() => setShown(null)} />
    </Section>
  );
}

/** The crew's devices with their state and times; a signed-in or link-sent one can be signed out after a confirmation. */
function Devices({ crewId, read }: { crewId: string; read: ReturnType<typeof useAdminGetCrewDevicesQuery> }) {
  const [signOut] = useAdminSignOutCrewDeviceMutation();
  const action = useAction();
  const [asked, setAsked] = useState<CrewDevice | null>(null);
  const { currentData, error, isFetching, refetch } = read;

  const confirm = async () => {
    if (!asked) return;
    const answer = await action.run(() => signOut({ id: crewId, deviceId: asked._id }).unwrap());
    setAsked(null);
    if (answer) void refetch();
  };

  const columns: Column<CrewDevice>[] = [
    { header: texts.member, cell: (device) => device.member, rowHeader: true },
    { header: texts.state, cell: (device) => texts.states[device.state], className: cellStyles.nowrap },
    { header: texts.linkSentAt, cell: (device) => moment(device.linkSentAt), className: cellStyles.nowrap },
    { header: texts.lastSeen, cell: (device) => moment(device.lastSeenAt), className: cellStyles.nowrap },
    { header: texts.expires, cell: (device) => moment(expiresAt(device)), className: cellStyles.nowrap },
    {
      header: texts.actions,
      cell: (device) =>
        device.state === 'ended' ? null : (
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => setAsked(device)}>
            {texts.signOut}
            <VisuallyHidden>{texts.ofDevice(device.member)}</VisuallyHidden>
          </button>
        ),
    },
  ];

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone height="6rem" />
      </Skeleton>
    );
  } else {
    content = (
      <DataTable
        caption={texts.caption}
        columns={columns}
        rows={currentData.devices}
        rowKey={(device) => device._id}
        card={(device) => <DeviceCard device={device} onAsk={setAsked} />}
        empty={<p className={styles.muted}>{texts.none}</p>}
      />
    );
  }

  return (
    <Section title={texts.title}>
      {content}
      <ConfirmDialog
        open={asked !== null}
        title={texts.confirmTitle}
        confirmLabel={texts.signOut}
        busyLabel={texts.confirming}
        cancelLabel={texts.keep}
        busy={action.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      >
        <p>{asked && texts.confirmText(asked.member)}</p>
      </ConfirmDialog>
    </Section>
  );
}

/** How the crew's phones get in (docs/PRODUCT.md, "The crew's day"): the links to send, then the devices. */
export function CrewAccess({ crew }: { crew: Crew }) {
  const read = useAdminGetCrewDevicesQuery(crew._id, { refetchOnMountOrArgChange: true });
  return (
    <>
      <SignInLinks crew={crew} onSent={() => void read.refetch()} />
      <Devices crewId={crew._id} read={read} />
    </>
  );
}
