import { AppBar, Box, Button, Container, CssBaseline, Toolbar, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import type { ReactNode } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { operatorSession } from '../dataProvider/operator';
import { ToastProvider } from './shared';
import { OperatorLogin } from './OperatorLogin';
import { AccountEditPage, AccountNewPage, AccountsPage } from './AccountsPages';
import { PlanFormPage, PlansPage } from './PlanPages';
import { CategoryFormPage } from './CategoryPages';
import { InvoicesPage } from './InvoicePages';

const theme = createTheme({}, ptBR);

function Frame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  if (!operatorSession.token()) return <Navigate to="/login" replace />;
  return (
    <>
      <AppBar position="static">
        <Toolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
            {t.title}
          </Typography>
          <Button color="inherit" component={Link} to="/accounts">
            {t.accounts}
          </Button>
          <Button color="inherit" component={Link} to="/plans">
            {t.plans}
          </Button>
          <Button color="inherit" component={Link} to="/billings">
            {t.invoices}
          </Button>
          <Button color="inherit" component={Link} to="/categories">
            {t.categories}
          </Button>
          <Button
            color="inherit"
            onClick={() => {
              operatorSession.clear();
              navigate('/login');
            }}
          >
            {t.signOut}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: 2 }}>
        {children}
      </Container>
    </>
  );
}

const framed = (node: ReactNode) => <Frame>{node}</Frame>;

/** The platform operator's console at /alderaan/... (spec 000, issue 23): its own sign-in and session. */
export default function OperatorApp() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter basename="/alderaan">
          <Box sx={{ minHeight: '100vh' }}>
            <Routes>
              <Route path="/login" element={<OperatorLogin />} />
              <Route path="/" element={<Navigate to="/accounts" replace />} />
              <Route path="/accounts" element={framed(<AccountsPage />)} />
              <Route path="/accounts/new" element={framed(<AccountNewPage />)} />
              <Route path="/accounts/:id/edit" element={framed(<AccountEditPage tab="general" />)} />
              <Route path="/accounts/:id/plans" element={framed(<AccountEditPage tab="plans" />)} />
              <Route path="/accounts/:id/billings" element={framed(<AccountEditPage tab="billings" />)} />
              <Route path="/plans" element={framed(<PlansPage />)} />
              <Route path="/plans/new" element={framed(<PlanFormPage />)} />
              <Route path="/plans/:id" element={framed(<PlanFormPage />)} />
              <Route path="/plans/:id/edit" element={framed(<PlanFormPage />)} />
              <Route path="/billings" element={framed(<InvoicesPage />)} />
              <Route path="/categories" element={framed(<CategoryFormPage />)} />
              <Route path="/categories/:id" element={framed(<CategoryFormPage />)} />
              <Route path="*" element={<Navigate to="/accounts" replace />} />
            </Routes>
          </Box>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}
