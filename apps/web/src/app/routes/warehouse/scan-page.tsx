// Storefront staff scan route (/scan): the work-order scan page under its short name (decision 083).
export { default } from './scan-aw-page.tsx';
