/** /authredirect: the return from a social sign-in (`?state={provider}&code=…`): sign in with it, then go on. */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.js';
import { useIntl } from 'react-intl';
import { Link } from '@kontor/ui/Link';
import { SessionFrame } from '@kontor/ui/shell/SessionFrame';
import { api } from '../../api.js';
import { LOGIN_PATH, REDIRECT_PARAM, safeTarget } from '../../session/target.js';
import { loginErrorText } from './loginError.js';
import { screenMessages } from './screen.messages.js';
import { completeSignIn, tenantFrom } from './signIn.js';

export default function AuthRedirect() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [refused, setRefused] = useState<string>();
  const started = useRef(false);
  const state = params.get('state');
  const code = params.get('code');
  const failure = refused ?? (state && code ? undefined : intl.formatMessage(screenMessages.authFailed));

  useEffect(() => {
    // A code is good for one sign-in: never send it twice (StrictMode runs effects twice in development).
    if (started.current || !state || !code) return;
    started.current = true;
    const tenantId = tenantFrom(params, api.session.tenantId(), api.config.realtime.defaultTenantId);
    api.session.setTenantId(tenantId);
    api.auth
      .loginBySocial(state, code)
      .then((token) => completeSignIn(token, tenantId))
      .then(() => navigate(safeTarget(params.get(REDIRECT_PARAM)), { replace: true }))
      .catch((error: unknown) => setRefused(loginErrorText(intl, error)));
  }, [intl, navigate, params, state, code]);

  return (
    <SessionFrame title={intl.formatMessage(failure ? screenMessages.authFailed : screenMessages.authPending)}>
      {failure ? (
        <>
          {refused ? <p role="alert">{refused}</p> : null}
          <Link href={LOGIN_PATH}>{intl.formatMessage(screenMessages.authBack)}</Link>
        </>
      ) : (
        <p role="status">{intl.formatMessage(screenMessages.authPending)}</p>
      )}
    </SessionFrame>
  );
}
