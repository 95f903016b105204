# talisman-sim as a container image:
#
#   docker build -t talisman-sim:0.17.0 .
#   docker run --rm -v "$PWD:/reports" --user "$(id -u):$(id -g)" talisman-sim:0.17.0 run default
#
# The command runs in /reports, so the last line writes ./reports/default in the folder mounted
# there, as `talisman-sim run default` does on a machine. The image itself may be read-only
# (`docker run --read-only --tmpfs /tmp ...`): a run writes only its output folder.
# deploy/ holds the Kubernetes and Slurm recipes that run it on a cluster (docs/scaling.md).

# The install: the runtime dependencies at the versions of package-lock.json.
FROM node:20-slim AS install
WORKDIR /opt/talisman-sim
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY bin ./bin
COPY src ./src
COPY strategies ./strategies
COPY scenarios ./scenarios
COPY examples ./examples
COPY docs ./docs
COPY reports/readme ./reports/readme
COPY CHANGELOG.md CONTRIBUTING.md ./
COPY deploy/shard.sh ./deploy/shard.sh
# The bundles the command runs from (src/sim/bundles.js), built once into the install's
# node_modules/.cache, and the games' V8 code cache beside them (src/sim/code-cache.js, written
# after a thread's first batch of games): the image's processes find both there, read-only, and
# build nothing.
RUN node bin/talisman-sim.js run default --games 20 --workers 1 --out warm-cache && rm -rf warm-cache

# The image: that install (without npm's cache), owned by root and run by the node user.
FROM node:20-slim
COPY --from=install /opt/talisman-sim /opt/talisman-sim
RUN ln -s /opt/talisman-sim/bin/talisman-sim.js /usr/local/bin/talisman-sim \
 && mkdir /reports && chown 1000:1000 /reports
# Bundles of other sources (none, unless the install is changed) would be kept in /tmp, writable
# even when the image is not.
ENV TALISMAN_SIM_CACHE=/tmp/talisman-sim
# The node user of the base image, by number, so that Kubernetes' runAsNonRoot can check it.
USER 1000:1000
WORKDIR /reports
VOLUME /reports
ENTRYPOINT ["talisman-sim"]
CMD ["--help"]
