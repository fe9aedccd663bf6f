import { Link as MuiLink, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { AddNotificationContext, type NotificationPayload } from 'react-admin';
import { Link } from 'react-router';
import { operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { settingsRecordOf } from '../accountSettings/AccountSettingsPage';
import { SettingsForm, type SettingsRecord } from '../accountSettings/SettingsForm';
import { operatorApi } from '../dataProvider/operator';
import { PaymentSettingsFields } from '../paymentSettings/PaymentSettingsFields';
import { useErrorToast, useToast } from './shared';

/**
 * The settings components' toasts (react-admin's notify) shown by the operator console's own toasts:
 * the operator's console is not a react-admin app.
 */
function OperatorNotifications({ children }: { children: React.ReactNode }) {
  const toast = useToast();
  const add = useCallback(
    ({ message, type, notificationOptions }: NotificationPayload) =>
      toast(
        String(message),
        type === 'error' ? 'error' : type === 'warning' ? 'warning' : 'success',
        notificationOptions?.autoHideDuration ?? 5000,
      ),
    [toast],
  );
  return <AddNotificationContext.Provider value={add}>{children}</AddNotificationContext.Provider>;
}

/**
 * /alderaan/accounts/{id}/edit (spec 000 'Account settings', operator scope): the account settings
 * page's components with every tab (resources too), status, code, type and visibility in Geral, the
 * links to the account's plans and billings, saved through the operator's createOrUpdateAccount.
 */
export function OperatorAccountSettings({ accountId, onSaved }: { accountId: string; onSaved?: () => void }) {
  const [initial, setInitial] = useState<SettingsRecord | null>(null);
  const fail = useErrorToast();
  useEffect(() => {
    Promise.all([operatorApi.accountSettings(accountId), operatorApi.accountCheckinSettings(accountId)]).then(
      ([account, checkins]) => account && setInitial(settingsRecordOf(account, checkins)),
      fail,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId]);
  const onTitle = useCallback((title: string) => {
    document.title = title;
  }, []);
  if (!initial) return null;
  return (
    <OperatorNotifications>
      <SettingsForm
        scope="operator"
        initial={initial}
        save={async (payload) => {
          const account = await operatorApi.saveAccountSettings({ ...payload, id: accountId });
          const saved = settingsRecordOf(account, await operatorApi.accountCheckinSettings(accountId));
          onSaved?.();
          return saved;
        }}
        onTitle={onTitle}
        avatarUpload={(file, onProgress) => operatorApi.uploadAccountAvatar(accountId, file, onProgress)}
        // The card provider's onboarding is the account's own (its Pagamentos tab); the operator sets the secure
        // checkout, the second provider and reads the webhook address. Whether the gym finished the card provider's
        // onboarding is not the operator's to read, so the preferred-provider select follows the second key alone.
        payments={(form) => <PaymentSettingsFields {...form} cardProviderConnected />}
        links={
          <Stack spacing={1} sx={{ px: 2, mt: 1 }}>
            <MuiLink component={Link} to={`/accounts/${accountId}/plans`}>
              {`${t.plans} da conta`}
            </MuiLink>
            <MuiLink component={Link} to={`/accounts/${accountId}/billings`}>
              {`${t.invoices} da conta`}
            </MuiLink>
          </Stack>
        }
      />
    </OperatorNotifications>
  );
}
