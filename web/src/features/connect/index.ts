// Public surface of the connect feature (the external data interface's page; other code imports only from here).
export { connectKeys, connectOverviewQueryOptions, useConnectOverview } from './api/get-connect-overview.ts';
export { DeliveriesList } from './components/deliveries-list.tsx';
export { HowToConnect } from './components/how-to-connect.tsx';
export { InterfaceStatus } from './components/interface-status.tsx';
export { TokensSummary } from './components/tokens-summary.tsx';
