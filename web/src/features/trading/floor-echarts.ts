// ECharts for the trading floor, from echarts/core with only the charts and components it draws (line and
// bar, grid, tooltip, legend, canvas): this module is imported by the trading route's chunk only.
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
