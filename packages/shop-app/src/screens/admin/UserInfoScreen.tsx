/** /info/index: the account and avatar, the member edit, and the password change by the old password. */
import { useIntl } from 'react-intl';
import { Page } from '@kontor/ui/Page';
import { PasswordChangeForm } from '@kontor/ui/shell/PasswordChangeForm';
import { UserInfoForm } from '@kontor/ui/shell/UserInfoForm';
import { useUser } from '../../session/useUser.js';
import { screenMessages } from './screen.messages.js';
import { useCountries, useMemberInfo, usePasswordChange, useSaveMember } from './userInfo.queries.js';

export default function UserInfoScreen() {
  const intl = useIntl();
  const { user } = useUser();
  const member = useMemberInfo();
  const countries = useCountries();
  const saveMember = useSaveMember();
  const changePassword = usePasswordChange();
  const loaded = Boolean(user && member.data);
  return (
    <Page title={intl.formatMessage(screenMessages.userInfoTitle)}>
      {/* While the account is read the form draws its own shape, so the password change below it stays where it is. */}
      <UserInfoForm
        pending={!loaded}
        account={user && loaded ? member.account(user) : { username: '' }}
        member={member.form}
        countries={countries.data ?? []}
        onSubmit={saveMember}
      />
      <PasswordChangeForm onSubmit={changePassword} />
    </Page>
  );
}
