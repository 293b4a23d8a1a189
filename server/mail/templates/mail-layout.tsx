import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

// One column, 560 px at most, system fonts and inline styles: what reads well in a phone's mail
// app (Gmail, Outlook and Apple Mail strip style sheets and web fonts).

export const colors = { text: '#1f2328', muted: '#59636e', accent: '#7b2cbf', line: '#e6e6e6' };

export const text = {
  color: colors.text,
  fontSize: '15px',
  lineHeight: '22px',
  margin: '0 0 12px',
};
export const muted = { ...text, color: colors.muted, fontSize: '13px' };

export function MailLayout(props: { preview: string; title: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f4f5',
          margin: 0,
          padding: '16px 8px',
          fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            maxWidth: '560px',
            padding: '24px',
            borderRadius: '8px',
          }}
        >
          <Text style={{ ...text, color: colors.accent, fontWeight: 700, fontSize: '18px' }}>
            FragranceHub
          </Text>
          <Heading
            as="h1"
            style={{ color: colors.text, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' }}
          >
            {props.title}
          </Heading>
          {props.children}
          <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Section>
            <Text style={muted}>
              FragranceHub, perfumes delivered across Nigeria. Questions? Reply to this e-mail.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
