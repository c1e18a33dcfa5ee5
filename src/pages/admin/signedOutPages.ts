// The staff's pages for people not signed in: the login, the forgotten password, the reset link's
// page and the invitation's. One chunk for the four: a staff member who opens one often needs the
// next, and each lazy chunk costs the first script of every public page a few bytes of its own.
export { LoginPage } from './login/LoginPage.tsx';
export { ForgotPasswordPage } from './login/ForgotPasswordPage.tsx';
export { ResetPasswordPage } from './login/ResetPasswordPage.tsx';
export { AcceptInvitationPage } from './login/AcceptInvitationPage.tsx';
// Each of the four calls the server: the api joins the store before any of them draws.
export { joinApi as prepareStore } from '../../../store/api/base.ts';
