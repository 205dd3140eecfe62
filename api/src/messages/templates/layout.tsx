import { company } from '@clean/shared/content';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/**
 * The site's colours (shared/src/ui/tokens.css): mail clients read no CSS variables, so the values are
 * written out here.
 */
export const colours = {
  primary: '#0b6e4f',
  primaryLight: '#e3f4ec',
  ink: '#17202a',
  inkMuted: '#4d5b68',
  surfaceAlt: '#f5f8f7',
  border: '#d9e2df',
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The frame of every e-mail: the company's name on a green band, one column at most 560 px wide that
 * narrows with a phone's screen, and the contact details at the foot.
 */
export function EmailLayout({ preview, title, children }: { preview: string; title: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.surfaceAlt, margin: 0, padding: '16px 0', fontFamily: font }}>
        <Container style={{ maxWidth: '560px', width: '100%', backgroundColor: '#ffffff', borderRadius: '8px' }}>
          <Section style={{ backgroundColor: colours.primary, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: '18px', fontWeight: 700, margin: 0 }}>{company.name}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>
            <Heading as="h1" style={{ color: colours.ink, fontSize: '22px', lineHeight: '28px', margin: '16px 0' }}>
              {title}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colours.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ color: colours.inkMuted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
              {company.name} · {company.phone} · {company.email}
              <br />
              {company.postalAddress}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The e-mail's one call to action: a full-width button in the company's colour. */
export const primaryButton = {
  backgroundColor: colours.primary,
  borderRadius: '6px',
  color: '#ffffff',
  display: 'block',
  fontSize: '16px',
  fontWeight: 700,
  padding: '14px 20px',
  textAlign: 'center',
} as const;

export const paragraph = { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } as const;

/** A two-column list of facts (label, value) that stays readable at phone width. */
export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Section
      style={{ backgroundColor: colours.primaryLight, borderRadius: '6px', padding: '12px 16px', margin: '0 0 16px' }}
    >
      {rows.map(([label, value]) => (
        <Text key={label} style={{ color: colours.ink, fontSize: '15px', lineHeight: '22px', margin: '4px 0' }}>
          <span style={{ color: colours.inkMuted }}>{label}: </span>
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}
