export { default } from '@/features/shell/RouteLoading';
