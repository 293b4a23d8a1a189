import { Link, Text } from '@react-email/components';
import { MailLayout, muted, text } from './mail-layout';
import { ActionButton } from './order-parts';

/** To the account's address, when someone asked to reset its password. */
export function PasswordResetMail(props: { name: string; resetUrl: string; minutes: number }) {
  return (
    <MailLayout preview="Choose a new password for FragranceHub" title="Reset your password">
      <Text style={text}>Hello {props.name},</Text>
      <Text style={text}>
        Someone (we hope you) asked to reset the password of your FragranceHub account. The link
        works once, for {props.minutes} minutes.
      </Text>
      <ActionButton href={props.resetUrl}>Choose a new password</ActionButton>
      <Text style={muted}>
        If the button does not work, open this address:{' '}
        <Link href={props.resetUrl}>{props.resetUrl}</Link>
      </Text>
      <Text style={muted}>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Text>
    </MailLayout>
  );
}
