import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useI18n } from '../i18n/index.ts';

/** A password input whose show/hide button is labelled in the page language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useI18n();
  return <PasswordInput required visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }} {...props} />;
}
