import { Route, Switch } from 'wouter';
import { CookieNotice } from '../components/cookie-notice/cookie-notice';
import { ModalHost } from '../components/modal/modal-host';
import { ToastHost } from '../components/toast/toast-host';
import { paths } from '../config/paths';
import { AccountModals } from '../features/account/components/account-modals';
import { AuthModals } from '../features/auth/components/auth-modals';
import { ConfirmEmailRoute } from '../features/auth/routes/confirm-email-route';
import { ResetPasswordRoute } from '../features/auth/routes/reset-password-route';
import { cmsKeys } from '../features/cms/api/get-cms-page';
import { CmsPageRoute } from '../features/cms/routes/cms-page-route';
import { PaymentModals } from '../features/payments/components/payment-modals';
import { SessionManager } from '../lib/session/session-manager';
import { AmexWeb3Route } from './routes/amexweb3-route';
import { ShellRoutes } from './routes/shell-routes';
import { StandaloneLayout } from './routes/standalone-layout';
import { ThreeDsRoute } from './routes/three-ds-route';
import { Shell } from './shell/shell';

/** Pages outside the main shell (spec part 1 §2), then the shell for every other path. */
export function AppRoutes() {
  return (
    <>
      <Switch>
        <Route path={paths.amexWeb3.pattern}>
          <AmexWeb3Route />
        </Route>
        <Route path={paths.threeDsSuccess.pattern}>
          <StandaloneLayout>
            <ThreeDsRoute outcome="success" />
          </StandaloneLayout>
        </Route>
        <Route path={paths.threeDsFailure.pattern}>
          <StandaloneLayout>
            <ThreeDsRoute outcome="failure" />
          </StandaloneLayout>
        </Route>
        <Route path={paths.privacyPolicy.pattern}>
          <StandaloneLayout>
            <CmsPageRoute cmsKey={cmsKeys.privacyPolicy} title="Privacy Policy" />
          </StandaloneLayout>
        </Route>
        <Route path={paths.termsOfService.pattern}>
          <StandaloneLayout>
            <CmsPageRoute cmsKey={cmsKeys.termsOfService} title="Terms of Service" />
          </StandaloneLayout>
        </Route>
        <Route path={paths.about.pattern}>
          <StandaloneLayout>
            <CmsPageRoute cmsKey={cmsKeys.about} title="About" />
          </StandaloneLayout>
        </Route>
        <Route path={paths.confirmEmail.pattern}>
          <StandaloneLayout>
            <ConfirmEmailRoute />
          </StandaloneLayout>
        </Route>
        <Route path={paths.resetPassword.pattern}>
          <StandaloneLayout>
            <ResetPasswordRoute />
          </StandaloneLayout>
        </Route>
        <Route>
          <Shell>
            <ShellRoutes />
          </Shell>
        </Route>
      </Switch>
      <CookieNotice />
      <ToastHost />
      <ModalHost />
      <AuthModals />
      <AccountModals />
      <PaymentModals />
      <SessionManager />
    </>
  );
}
