import './catalogue-styles';
import { AspectRatio, Box, Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PlayIcon } from '../../components/layout/icons';

// No product carries its own video: one review video is shown for all, as the spec describes.
export const PRODUCT_REVIEW_VIDEO_ID = 'aqz-KE-bpKQ';

/**
 * Click to load: nothing is requested from the video service until the shopper presses play,
 * so the page works offline and in tests and sets no third-party cookies by itself.
 */
export function VideoFacade({ title }: { title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Stack component="section" aria-labelledby="video-title" gap="sm" mt="xl">
      <Title order={2} size="h3" id="video-title">
        Product Review
      </Title>
      <AspectRatio ratio={16 / 9} maw={800}>
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${PRODUCT_REVIEW_VIDEO_ID}?autoplay=1`}
            title={`${title} review video`}
            allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            style={{ border: 0, borderRadius: 8 }}
          />
        ) : (
          <Box
            style={{
              borderRadius: 8,
              background:
                'radial-gradient(circle at 30% 30%, #cf8dbb 0%, #6b2d5c 55%, #2b0f25 100%)',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Button
              size="lg"
              radius="xl"
              color="white"
              c="plum.9"
              leftSection={<PlayIcon size={20} />}
              onClick={() => setPlaying(true)}
            >
              Play product review video
            </Button>
          </Box>
        )}
      </AspectRatio>
    </Stack>
  );
}
