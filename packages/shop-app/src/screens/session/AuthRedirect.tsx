/** /authredirect: the return from a social sign-in (`?state={provider}&code=…`): sign in with it, then go on. */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // A code is good for one sign-in: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const state = params.get('state');
    const code = params.get('code');
    const tenantId = tenantFrom(params, api.session.tenantId(), api.config.realtime.defaultTenantId);
    if (!state || !code) {
      setFailure(intl.formatMessage(screenMessages.authFailed));
      return;
    }
    api.session.setTenantId(tenantId);
    api.auth
      .loginBySocial(state, code)
      .then((token) => completeSignIn(token, tenantId))
      .then(() => navigate(safeTarget(params.get(REDIRECT_PARAM)), { replace: true }))
      .catch((error: unknown) => setFailure(loginErrorText(intl, error)));
  }, [intl, navigate, params]);

  return (
    <SessionFrame title={intl.formatMessage(failure ? screenMessages.authFailed : screenMessages.authPending)}>
      {failure ? (
        <>
          <p role="alert">{failure}</p>
          <Link href={LOGIN_PATH}>{intl.formatMessage(screenMessages.authBack)}</Link>
        </>
      ) : (
        <p role="status">{intl.formatMessage(screenMessages.authPending)}</p>
      )}
    </SessionFrame>
  );
}
