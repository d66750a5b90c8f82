// SPEC 7: GET /api/brand/all -> Brand[], the whole plain list (the design form's dropdown); the table
// pages on the api instead (config listPath)
import { API, type Brand } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useBrands = () => useApiGet<Brand[]>(API.brandsAll);
