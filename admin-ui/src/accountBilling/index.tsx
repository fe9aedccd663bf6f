import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';

const pages = () => import('./AccountBillingPages');
const AccountPlansPage = lazy(() => pages().then((m) => ({ default: m.AccountPlansPage })));
const AccountBillingsPage = lazy(() => pages().then((m) => ({ default: m.AccountBillingsPage })));

/** The owner's view of the platform's billing (issue 23): resources `account-plans` and `account-billings`, lists only. */
export const accountPlans = { list: AccountPlansPage, icon: ReceiptIcon };
export const accountBillings = { list: AccountBillingsPage, icon: ReceiptIcon };
