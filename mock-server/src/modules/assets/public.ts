// The assets module's door: the industries' looks, which the catalogue seed names its industries from.
export { INDUSTRY_LOOKS, industryLook, type IndustryLook } from './industries.ts';
