import {
  Anchor,
  Box,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';

interface BlogPost {
  title: string;
  author: string;
  date: string;
  excerpt: string;
  image: string;
}

const POSTS: readonly BlogPost[] = [
  {
    title: 'How to Make Your Perfume Last All Day',
    author: 'Tolu Adebayo',
    date: '12 March 2025',
    excerpt:
      'Pulse points, moisturised skin and a few habits that keep your scent going from morning to night.',
    image: '/images/blog-1.webp',
  },
  {
    title: 'Choosing a Signature Scent for Lagos Heat',
    author: 'Kemi Okafor',
    date: '28 February 2025',
    excerpt:
      'Fresh and citrus families shine in hot weather. Here is how to pick one that suits you.',
    image: '/images/blog-2.webp',
  },
  {
    title: 'Eau De Parfum or Eau De Toilette?',
    author: 'Yusuf Bello',
    date: '9 February 2025',
    excerpt: 'Concentration, longevity and price: what the labels really mean before you buy.',
    image: '/images/blog-3.webp',
  },
  {
    title: 'Gifting Fragrance Without Guesswork',
    author: 'Ifeoma Eze',
    date: '20 January 2025',
    excerpt: 'A simple guide to choosing a perfume someone will actually wear.',
    image: '/images/blog-4.webp',
  },
];

const DESKTOP_COUNT = 3;

function BlogCard({ post }: { post: BlogPost }) {
  return (
    <Card withBorder padding="md" component="article" h="100%">
      <Card.Section>
        <Image
          src={post.image}
          alt=""
          width={600}
          height={360}
          loading="lazy"
          style={{ aspectRatio: '5 / 3', height: 'auto' }}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {post.author}
          </Text>
          <Text size="xs" c="dimmed">
            ·
          </Text>
          <Text size="xs" c="dimmed">
            {post.date}
          </Text>
        </Group>
        <Title order={3} size="h5">
          {post.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {post.excerpt}
        </Text>
        <Anchor component={Link} to="/blog" fw={600} size="sm">
          Read More
          {/* Part of the link's text, so search engines and screen readers know where it goes. */}
          <VisuallyHidden>: {post.title}</VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
}

/** Three posts on desktop, four on mobile. */
export function BlogCards() {
  return (
    <Stack component="section" aria-labelledby="blog-title" gap="md" py="lg">
      <Title order={2} size="h3" id="blog-title">
        Blog Posts
      </Title>
      <Box visibleFrom="sm">
        <SimpleGrid cols={3} spacing="md" data-testid="desktop-blog">
          {POSTS.slice(0, DESKTOP_COUNT).map((post) => (
            <BlogCard key={post.title} post={post} />
          ))}
        </SimpleGrid>
      </Box>
      <Box hiddenFrom="sm">
        <SimpleGrid cols={1} spacing="md" data-testid="mobile-blog">
          {POSTS.map((post) => (
            <BlogCard key={post.title} post={post} />
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
