// The video centre's calls, straight from the contract: the list, one video, a counted view and a like.
import { videoGetById, videoLike, videoPage, videoView } from '@portal/contracts/http/video';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const videoApi = injectOps({
  videoList: opQuery(videoPage),
  videoDetail: opQuery(videoGetById),
  videoView: opMutation(videoView),
  videoLike: opMutation(videoLike),
});

export const { useVideoListQuery, useVideoDetailQuery, useVideoViewMutation, useVideoLikeMutation } = videoApi;
