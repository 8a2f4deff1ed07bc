/** /info/index: the account and avatar, the member edit, and the password change by the old password. */
import { useIntl } from 'react-intl';
import { Page } from '@kontor/ui/Page';
import { Skeleton } from '@kontor/ui/Skeleton';
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
  return (
    <Page title={intl.formatMessage(screenMessages.userInfoTitle)}>
      <Skeleton isLoaded={Boolean(user && member.data)} lines={8}>
          {user && member.data && (
            <UserInfoForm
              account={member.account(user)}
              member={member.form}
              countries={countries.data ?? []}
              onSubmit={saveMember}
            />
          )}
      </Skeleton>
      <PasswordChangeForm onSubmit={changePassword} />
    </Page>
  );
}
