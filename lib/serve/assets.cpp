#include "assets.h"

#include <map>

namespace xxroute::serve {

namespace {

// The content type of a file by its extension; bytes for any other.
std::string TypeOf(const std::string& name) {
  static const std::map<std::string, std::string> types = {
      {"html", "text/html; charset=utf-8"}, {"js", "text/javascript; charset=utf-8"},
      {"css", "text/css; charset=utf-8"},   {"svg", "image/svg+xml"},
      {"png", "image/png"},                 {"json", "application/json"},
      {"ico", "image/x-icon"},              {"txt", "text/plain; charset=utf-8"},
      {"webmanifest", "application/manifest+json"}};
  const size_t dot = name.rfind('.');
  if (dot == std::string::npos) return "application/octet-stream";
  auto it = types.find(name.substr(dot + 1));
  return it == types.end() ? "application/octet-stream" : it->second;
}

}  // namespace

bool FindAsset(const std::string& name, Asset* out) {
  for (const EmbeddedFile& f : EmbeddedFiles())
    if (name == f.name) {
      out->body = std::string_view(reinterpret_cast<const char*>(f.bytes), f.size);
      out->type = TypeOf(name);
      return true;
    }
  return false;
}

}  // namespace xxroute::serve
