import '@mantine/core/styles/PasswordInput.layer.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * The password box of every form that asks for one (sign-in, sign-up, reset, change, account
 * deletion). Mantine's show/hide button has no name by default; here it is named after the field
 * ("Show or hide new password"), so a screen reader can tell the buttons of a form apart. Which
 * password it is (`autoComplete`) is always said, for password managers.
 */
export function PasswordField({
  label,
  autoComplete,
  ...props
}: Omit<PasswordInputProps, 'label' | 'autoComplete' | 'visibilityToggleButtonProps'> & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ 'aria-label': `Show or hide ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
