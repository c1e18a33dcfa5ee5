// What the login machine (machines/login.ts) is given by the login page: the calls, where the
// token goes (the store's session, and through it localStorage), and where the user goes next.
import { useMachine } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { loginMachine, type Credentials, type SecondFactorInput } from '../../../../machines/login.ts';
import { loginApi } from '../../../../store/api/login.ts';
import { useAppStore, type AppStore } from '../../../../store/index.ts';
import { tokenReceived } from '../../../../store/sessionSlice.ts';
import { inspect } from '../../../lib/inspection.ts';
import { pageAfterLogin } from './RequireToken.tsx';

/** The login machine's call and where its token goes: the store's session (and localStorage). */
export function loginWiring(store: AppStore) {
  return {
    actors: {
      logIn: fromPromise<{ token: string }, Credentials>(({ input }) =>
        store.dispatch(loginApi.endpoints.loginUser.initiate(input)).unwrap(),
      ),
      logInSecondFactor: fromPromise<{ token: string }, SecondFactorInput>(({ input }) =>
        store.dispatch(loginApi.endpoints.loginSecondFactor.initiate(input)).unwrap(),
      ),
    },
    storeToken: (_: unknown, params: { token: string }) => void store.dispatch(tokenReceived(params.token)),
  };
}

/** The login machine for the login page: after a login, back to the page first asked for, or the overview. */
export function useLogin() {
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const wiring = loginWiring(store);
  return useMachine(
    loginMachine.provide({
      actors: wiring.actors,
      actions: {
        storeToken: wiring.storeToken,
        goToNextPage: () => void navigate(pageAfterLogin(location.state), { replace: true }),
      },
    }),
    { inspect },
  );
}
