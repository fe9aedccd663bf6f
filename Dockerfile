# syntax=docker/dockerfile:1
# One image per service, from one build of the repository (docker compose picks the target):
#   command-service     the API and the two UIs it serves (admin-ui, checkout-ui), port 3000
#   projection-service  the read-model projector and the relay to Kafka, /healthz on port 3001
#   campaign-engine     the bus consumer that sends the campaigns' messages
# The services run their TypeScript with tsx, as `npm start` does.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles against Node's headers when no prebuilt binary can be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY projection-service/package.json projection-service/
COPY command-service/package.json command-service/
COPY campaign-engine/package.json campaign-engine/
COPY app/package.json app/
COPY admin-ui/package.json admin-ui/
COPY checkout-ui/package.json checkout-ui/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build:ui

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
COPY --from=build /app /app
ENV DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data

FROM runtime AS command-service
ENV PORT=3000
EXPOSE 3000
CMD ["./node_modules/.bin/tsx", "app/src/main.ts"]

FROM runtime AS projection-service
ENV PORT=3001
EXPOSE 3001
CMD ["./node_modules/.bin/tsx", "projection-service/src/main.ts"]

FROM runtime AS campaign-engine
CMD ["./node_modules/.bin/tsx", "campaign-engine/src/main.ts"]
