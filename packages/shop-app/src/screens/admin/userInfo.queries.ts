/** Server state of the user info page: the member record, countries, saving it, and the password change. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ChangePasswordForm, MemberForm, MemberInfo, UserInfo } from '@kontor/api/contract';
import { TRADE_MODES, tradeModeOf } from '@kontor/api/rules';
import type { UserAccount } from '@kontor/ui/shell/UserInfoForm';
import { api } from '../../api.js';
import { signedInAtom } from '../../session/state.js';
import { USER_INFO_KEY } from '../../session/useUser.js';
import { languageAtom } from '../../state/settings.js';

const MEMBER_KEY = ['member-info'] as const;

const tradeModeName = (mode: unknown) => (tradeModeOf(mode) === TRADE_MODES.FOB ? 'FOB' : 'DDP');

function formOf(member: MemberInfo | undefined): MemberForm {
  return {
    name: member?.name ?? '',
    company: member?.company ?? '',
    tel: member?.tel ?? '',
    email: member?.email ?? '',
    countryId: member?.countryId ?? null,
  };
}

export function useMemberInfo() {
  const language = useAtomValue(languageAtom);
  const query = useQuery({ queryKey: [...MEMBER_KEY, language], queryFn: () => api.member.info(), enabled: useAtomValue(signedInAtom) });
  return {
    ...query,
    form: formOf(query.data),
    /** The account facts shown beside the form: the user's, completed by the member record. */
    account: (user: UserInfo): UserAccount => ({
      username: user.sysUser.username,
      realname: user.sysUser.realname ?? query.data?.name,
      avatar: user.sysUser.avatar,
      level: query.data?.level ?? user.level,
      tradeMode: tradeModeName(query.data?.modeOfTrade ?? user.modeOfTrade),
      salesname: query.data?.salesname ?? user.salesname,
      salesPhone: query.data?.salesPhone ?? user.salesPhone,
    }),
  };
}

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: () => api.member.countries(), staleTime: Infinity, enabled: useAtomValue(signedInAtom) });
}

/** Saves the member and re-reads it and the user info (name and phone show in the top bar). */
export function useSaveMember() {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: MemberForm) => api.member.editInfo(values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: MEMBER_KEY });
      await client.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
  return save.mutateAsync;
}

export function usePasswordChange() {
  return useMutation({ mutationFn: (values: ChangePasswordForm) => api.email.editPassword(values) }).mutateAsync;
}
