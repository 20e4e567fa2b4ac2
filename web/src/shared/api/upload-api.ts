// file/upload, the one multipart call: its body is FormData, which the contract helpers do not build. Every
// form that attaches files (inquiries, vouchers, supply requests) uploads through this endpoint.
import { upload, UPLOAD_FIELD, type FilePurpose, type UploadedFile } from '@portal/contracts/http/file';
import { api } from './api.ts';

export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadedFile, { file: File; purpose: FilePurpose }>({
      query: ({ file, purpose }) => {
        const form = new FormData();
        form.append(UPLOAD_FIELD, file);
        return { url: upload.path, method: 'POST', params: { purpose }, body: form };
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadApi;
