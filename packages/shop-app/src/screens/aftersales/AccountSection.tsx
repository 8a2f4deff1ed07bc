/** The personal centre's account: member info with its level's and country's names, the trade mode's label, the password change. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { tradeModeLabel } from '@kontor/api/client';
import { languageId } from '@kontor/api/rules';
import { useRegionName } from '@kontor/ui';
import { Skeleton } from '@kontor/ui/Skeleton';
import { AccountPanel } from '@kontor/ui/storefront/AccountPanel';
import { api } from '../../api.js';
import { useTradeModeDictionary } from '../../queries/header.js';
import { signedInAtom } from '../../session/state.js';
import { languageAtom } from '../../state/settings.js';
import { PasswordSection } from './PasswordSection.js';

export function AccountSection() {
  const language = useAtomValue(languageAtom);
  const regionName = useRegionName();
  // The member's own data: asked once the session is read (the server draws this page for nobody, then it hydrates).
  const enabled = useAtomValue(signedInAtom);
  const member = useQuery({ queryKey: ['member', 'info'], queryFn: () => api.member.info(), enabled });
  const levels = useQuery({
    queryKey: ['member', 'levels', languageId(language)],
    queryFn: () => api.member.levels(languageId(language)),
    staleTime: Infinity,
    enabled,
  });
  const countries = useQuery({
    queryKey: ['member', 'countries'],
    queryFn: () => api.member.countries(),
    staleTime: Infinity,
    enabled,
  });
  const dictionary = useTradeModeDictionary();
  if (!member.data) return <Skeleton lines={4} />;
  const info = member.data;
  const level = levels.data?.find((entry) => String(entry.id) === String(info.levelId));
  const country = countries.data?.find((entry) => String(entry.id) === String(info.countryId));
  return (
    <AccountPanel
      member={info}
      levelName={level?.name}
      countryName={country ? regionName(country.code, country.name) : undefined}
      tradeModeLabel={
        dictionary.data && info.modeOfTrade != null
          ? tradeModeLabel(dictionary.data, info.modeOfTrade)
          : undefined
      }
    >
      <PasswordSection />
    </AccountPanel>
  );
}
