'use client';

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Balance from '@mui/icons-material/Balance';
import Payments from '@mui/icons-material/Payments';
import Undo from '@mui/icons-material/Undo';
import Warehouse from '@mui/icons-material/Warehouse';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Warning from '@mui/icons-material/Warning';
import History from '@mui/icons-material/History';
import Inventory from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import RateReview from '@mui/icons-material/RateReview';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR as pickersFa } from '@mui/x-date-pickers/locales';
import { api } from '@vip/contract';
import type { StaffRole } from '@vip/domain';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { useMemo } from 'react';
import { Admin, CustomRoutes, Layout, type LayoutProps, Menu, Resource, usePermissions } from 'react-admin';
import { HashRouter, Route } from 'react-router-dom';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { JalaliAdapter } from '@/features/ui/DateField';
import type { ApiBase } from '@/lib/api-call';
import { AgencyCreate, AgencyEdit, AgencyList } from './agencies/Agencies';
import { AuditList } from './Audit';
import { CATALOG_NAMES, CatalogCreate, CatalogEdit, CatalogList, catalogEndpoints } from './Catalog';
import { staffAuthProvider } from './auth-provider';
import { CheckInPage } from './CheckIn';
import { CipBookingList } from './CipBookings';
import { DisruptedFlightList } from './DisruptedFlights';
import { Dashboard } from './Dashboard';
import { contractDataProvider } from './data-provider';
import { AdjustmentPage, CreditRequestList, PaymentList, ReconciliationPage, RefundPage } from './Finance';
import { StockPage, StoreOrderList } from './Fulfilment';
import { i18nProvider } from './i18n';
import { M } from './messages';
import { NoAccess } from './NoAccess';
import { ALL_RESOURCES } from './resources';
import { SignInPage } from './SignInPage';
import { StaffCreate, StaffList } from './Staff';
import { mayCall, staffCall } from './staff-api';
import { StaffApiProvider } from './staff-api-context';
import { ReviewList, TicketList } from './Support';
import { TicketShow } from './TicketShow';
import { adminTheme } from './theme';
import { CurrencyRatesMenuItem, CurrencyRatesPage } from './CurrencyRates';
import { InvoicesMenuItem, InvoicesPage } from './Invoices';

// Its own right-to-left style cache: the back office does not lean on the public site's providers.
const rtlCache = createCache({ key: 'admin', stylisPlugins: [prefixer, rtlPlugin] });
const pickerText = pickersFa.components.MuiLocalizationProvider.defaultProps.localeText;

/** The menu: the dashboard, the resources the role may list, and the desks' own pages. */
function AdminMenu() {
  const { permissions: role } = usePermissions<StaffRole>();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={M.menu.dashboard} />
      {mayCall(role, api.adminGetCheckIn) && (
        <Menu.Item to="/checkin" primaryText={M.menu.checkIn} leftIcon={<QrCodeScanner />} />
      )}
      <Menu.ResourceItems />
      {mayCall(role, api.adminAdjustCredit) && (
        <Menu.Item to="/adjustments" primaryText={M.menu.adjustment} leftIcon={<AccountBalanceWallet />} />
      )}
      {mayCall(role, api.adminRefundOrder) && (
        <Menu.Item to="/refunds" primaryText={M.menu.refund} leftIcon={<Undo />} />
      )}
      {mayCall(role, api.adminReconciliation) && (
        <Menu.Item to="/reconciliation" primaryText={M.menu.reconciliation} leftIcon={<Balance />} />
      )}
      {mayCall(role, api.adminAdjustStock) && (
        <Menu.Item to="/stock" primaryText={M.menu.stock} leftIcon={<Warehouse />} />
      )}
      {mayCall(role, api.getStaffOrderInvoice) && <InvoicesMenuItem />}
      {mayCall(role, api.adminPutCurrencyRates) && <CurrencyRatesMenuItem />}
    </Menu>
  );
}

const AdminLayout = (props: LayoutProps) => <Layout {...props} menu={AdminMenu} />;

/** The back office (docs/back-office.md): react-admin over the contract, with the staff's own sign-in, under /admin#/… */
export default function AdminApp({ base }: { base: ApiBase }) {
  const staffApi = useMemo(() => staffCall(base), [base]);
  const dataProvider = useMemo(() => contractDataProvider(staffApi, ALL_RESOURCES), [staffApi]);
  const authProvider = useMemo(() => staffAuthProvider(staffApi), [staffApi]);
  return (
    <CacheProvider value={rtlCache}>
      <StaffApiProvider value={staffApi}>
        <LocalizationProvider dateAdapter={JalaliAdapter} adapterLocale={jalaliFa} localeText={pickerText}>
          <HashRouter>
            <Admin
              title={M.title}
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              theme={adminTheme}
              loginPage={SignInPage}
              dashboard={Dashboard}
              layout={AdminLayout}
              catchAll={NoAccess}
              requireAuth
              disableTelemetry
            >
              {(role: StaffRole | undefined) => [
                mayCall(role, api.adminListCipBookings) && (
                  <Resource key="cip-bookings" name="cip-bookings" list={CipBookingList} icon={FlightTakeoff} />
                ),
                mayCall(role, api.adminListDisruptedFlights) && (
                  <Resource
                    key="flight-disruption"
                    name="flight-disruption"
                    list={DisruptedFlightList}
                    icon={Warning}
                  />
                ),
                mayCall(role, api.adminListCreditRequests) && (
                  <Resource
                    key="credit-requests"
                    name="credit-requests"
                    list={CreditRequestList}
                    icon={AssignmentTurnedIn}
                  />
                ),
                mayCall(role, api.adminListTickets) && (
                  <Resource key="tickets" name="tickets" list={TicketList} show={TicketShow} icon={SupportAgent} />
                ),
                mayCall(role, api.adminListPaymentsToVerify) && (
                  <Resource key="payments" name="payments" list={PaymentList} icon={Payments} />
                ),
                mayCall(role, api.adminListReviews) && (
                  <Resource key="reviews" name="reviews" list={ReviewList} icon={RateReview} />
                ),
                mayCall(role, api.adminListStoreOrders) && (
                  <Resource key="store-orders" name="store-orders" list={StoreOrderList} icon={LocalShipping} />
                ),
                mayCall(role, api.adminListAgencies) && (
                  <Resource
                    key="agencies"
                    name="agencies"
                    list={AgencyList}
                    create={mayCall(role, api.adminCreateAgency) ? AgencyCreate : undefined}
                    edit={AgencyEdit}
                    icon={Business}
                  />
                ),
                mayCall(role, api.adminListStaff) && (
                  <Resource key="staff" name="staff" list={StaffList} create={StaffCreate} icon={Badge} />
                ),
                mayCall(role, api.adminListAudit) && (
                  <Resource key="audit" name="audit" list={AuditList} icon={History} />
                ),
                ...CATALOG_NAMES.map((name) => {
                  const list = catalogEndpoints(name).list;
                  return (
                    list &&
                    mayCall(role, list) && (
                      <Resource
                        key={name}
                        name={name}
                        list={CatalogList}
                        edit={CatalogEdit}
                        create={CatalogCreate}
                        icon={Inventory}
                      />
                    )
                  );
                }),
                <CustomRoutes key="desk-pages">
                  {mayCall(role, api.adminGetCheckIn) && <Route path="/checkin" element={<CheckInPage />} />}
                  {mayCall(role, api.adminGetCheckIn) && <Route path="/checkin/:reference" element={<CheckInPage />} />}
                  {mayCall(role, api.adminAdjustCredit) && <Route path="/adjustments" element={<AdjustmentPage />} />}
                  {mayCall(role, api.adminRefundOrder) && <Route path="/refunds" element={<RefundPage />} />}
                  {mayCall(role, api.adminReconciliation) && (
                    <Route path="/reconciliation" element={<ReconciliationPage />} />
                  )}
                  {mayCall(role, api.adminAdjustStock) && <Route path="/stock" element={<StockPage />} />}
                  {mayCall(role, api.getStaffOrderInvoice) && <Route path="/invoices" element={<InvoicesPage />} />}
                  {mayCall(role, api.adminPutCurrencyRates) && (
                    <Route path="/currency-rates" element={<CurrencyRatesPage />} />
                  )}
                </CustomRoutes>,
              ]}
            </Admin>
          </HashRouter>
        </LocalizationProvider>
      </StaffApiProvider>
    </CacheProvider>
  );
}
