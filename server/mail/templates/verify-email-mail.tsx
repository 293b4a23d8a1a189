import { Link, Text } from '@react-email/components';
import { MailLayout, muted, text } from './mail-layout';
import { ActionButton } from './order-parts';

/** To a new account's address (or on "Resend link"): proof that the address is the person's. */
export function VerifyEmailMail(props: { name: string; verifyUrl: string; days: number }) {
  return (
    <MailLayout preview="Confirm your e-mail address for FragranceHub" title="Confirm your e-mail">
      <Text style={text}>Hello {props.name},</Text>
      <Text style={text}>
        Please confirm that this is your e-mail address, so we can tell you when a product you are
        waiting for is back. The link works for {props.days} days.
      </Text>
      <ActionButton href={props.verifyUrl}>Confirm my e-mail</ActionButton>
      <Text style={muted}>
        If the button does not work, open this address:{' '}
        <Link href={props.verifyUrl}>{props.verifyUrl}</Link>
      </Text>
      <Text style={muted}>
        If you did not create a FragranceHub account, ignore this e-mail: nothing will be sent to
        you.
      </Text>
    </MailLayout>
  );
}
