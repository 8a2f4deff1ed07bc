/** /login: sign in by password and captcha or by SMS code; then user info, then the page the user came from. */
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.js';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from '@kontor/ui/shell/LanguageSwitch';
import { LoginForm } from '@kontor/ui/shell/LoginForm';
import { useHydrated } from '@kontor/ui/Form';
import { SessionFrame } from '@kontor/ui/shell/SessionFrame';
import { api } from '../../api.js';
import { REDIRECT_PARAM, safeTarget } from '../../session/target.js';
import { languageAtom, languageIdAtom } from '../../state/settings.js';
import { isCaptchaError, loginErrorText } from './loginError.js';
import { screenMessages } from './screen.messages.js';
import { completeSignIn, tenantFrom } from './signIn.js';

export default function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const languageId = useAtomValue(languageIdAtom);
  // Chosen before signing in: the form relabels in place, and the sign-in carries the choice (languageId).
  const [language, setLanguage] = useAtom(languageAtom);
  const [firstRandomStr] = useState(() => api.auth.randomStr());
  const [renewedRandomStr, setRandomStr] = useState<string>();
  const randomStr = renewedRandomStr ?? firstRandomStr;
  // The picture is asked for by the page that shows it: a page drawn by the server shows the one it asks for once it runs.
  const ready = useHydrated();
  const [error, setError] = useState<string>();
  const tenantId = tenantFrom(params, api.session.tenantId(), api.config.realtime.defaultTenantId);
  const renewCaptcha = () => setRandomStr(api.auth.randomStr());

  /** Runs one attempt: the error of the last one goes, a failure says why (a wrong captcha brings a new picture). */
  async function attempt(work: () => Promise<void>, renewOnFailure: boolean) {
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(loginErrorText(intl, failure));
      if (renewOnFailure || isCaptchaError(failure)) renewCaptcha();
      throw failure;
    }
  }
  const done = () => void navigate(safeTarget(params.get(REDIRECT_PARAM)), { replace: true });

  return (
    <SessionFrame title={intl.formatMessage(screenMessages.loginHeading)} intro={intl.formatMessage(screenMessages.loginIntro)}>
      <LanguageSwitch variant="inline" value={language} onChange={setLanguage} />
      <LoginForm
        captchaSrc={ready ? api.auth.captchaUrl(randomStr) : undefined}
        onRenewCaptcha={renewCaptcha}
        error={error}
        onPasswordLogin={(values) =>
          attempt(async () => {
            // The captcha is used up by the token call, right or wrong: any failure needs a new picture.
            const token = await api.auth.loginByPassword({ ...values, randomStr, languageId, tenantId });
            await completeSignIn(token, tenantId);
            done();
          }, true).catch(() => undefined)
        }
        onSendSmsCode={(mobile) =>
          attempt(async () => {
            api.session.setTenantId(tenantId);
            await api.auth.sendCode({ mobile });
          }, false)
        }
        onSmsLogin={(values) =>
          attempt(async () => {
            api.session.setTenantId(tenantId);
            const token = await api.auth.loginBySms(values.mobile, values.code);
            await completeSignIn(token, tenantId);
            done();
          }, false).catch(() => undefined)
        }
      />
    </SessionFrame>
  );
}
