// Storefront staff scan table (/scan-table): the WM document table of /scan-wm (decision 083).
export { default } from './scan-wm-page.tsx';
