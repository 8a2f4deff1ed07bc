/** The account's password change, confirmed by a code mailed to the member's mailbox (send, check, change). */
import { useQuery } from '@tanstack/react-query';
import { PasswordChangeForm, type PasswordChangeValues } from '@kontor/ui/shell/PasswordChangeForm';
import { api } from '../../api.js';

export function PasswordSection() {
  // The same query as the account panel's, so the mailbox is there without a second call.
  const member = useQuery({ queryKey: ['member', 'info'], queryFn: () => api.member.info() });
  async function change(values: PasswordChangeValues) {
    // The code is checked first (send/valid), so a wrong one is refused at its field before the password is tried.
    await api.email.checkCode({ email: values.email ?? '', code: values.code ?? '' });
    await api.email.editPassword(values);
  }
  if (!member.data) return null;
  return (
    <PasswordChangeForm
      key={member.data.email ?? ''}
      mailbox={{
        email: member.data.email ?? undefined,
        onSendCode: (email: string) => api.email.sendCode({ email }),
      }}
      onSubmit={change}
    />
  );
}
