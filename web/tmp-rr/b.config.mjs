import react from '@vitejs/plugin-react';
export default { root: '/work/wt-size/web/tmp-rr', plugins:[react()], logLevel:'warn', build: { outDir: '/tmp/rr-b', emptyOutDir: true, rolldownOptions: { input: '/work/wt-size/web/tmp-rr/b.jsx', output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } } } } };
