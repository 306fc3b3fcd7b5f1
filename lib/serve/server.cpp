// The server of `xxroute serve`: listening, the token asked of changes when
// other machines may connect, the size limit of a request, and the routing
// of each request to the page's files or to the API's handlers.
#include <arpa/inet.h>
#include <httplib.h>
#include <ifaddrs.h>
#include <netinet/in.h>

#include <csignal>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <random>
#include <sstream>

#include "api.h"
#include "assets.h"
#include "served_file.h"
#include "xxroute/serve.h"

namespace xxroute {

bool IsLoopback(const std::string& address) {
  return address == "localhost" || address == "::1" || address.rfind("127.", 0) == 0;
}

namespace serve {

namespace {

// A secret of 32 hex digits from the system's random source.
std::string NewToken() {
  std::random_device random;
  std::ostringstream out;
  for (int i = 0; i < 4; ++i) out << std::hex << std::setw(8) << std::setfill('0') << random();
  return out.str();
}

// The address to print for `listen`: an address on every interface
// (0.0.0.0) is printed as this machine's first address other machines may
// reach, where it has one.
std::string ShownAddress(const std::string& listen) {
  if (listen != "0.0.0.0") return listen.find(':') != std::string::npos ? "[" + listen + "]" : listen;
  std::string shown = "127.0.0.1";
  ifaddrs* all = nullptr;
  if (getifaddrs(&all) != 0) return shown;
  for (ifaddrs* a = all; a; a = a->ifa_next) {
    if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
    char text[INET_ADDRSTRLEN];
    const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if (!inet_ntop(AF_INET, &in->sin_addr, text, sizeof text) || IsLoopback(text)) continue;
    shown = text;
    break;
  }
  freeifaddrs(all);
  return shown;
}

// Whether a request's path could name anything outside the page and the API:
// a parent folder, a NUL, a backslash, an empty segment (httplib has decoded
// %2e%2e and %00 already).
bool HostilePath(const std::string& path) {
  return path.empty() || path[0] != '/' || path.find("..") != std::string::npos ||
         path.find('\0') != std::string::npos || path.find('\\') != std::string::npos ||
         path.find("//") != std::string::npos;
}

// JSON, sent as it is: httplib compresses a body whose type is exactly
// "application/json" where the client accepts it, and brotli at its best
// quality took 0.35 s for the hardest position's board (100 KB): far more
// than sending it over loopback or a table's Wi-Fi. With its charset named,
// the type is not one httplib compresses.
const char* const kJsonType = "application/json; charset=utf-8";

void SendJson(httplib::Response& res, int status, const Json& body) {
  res.status = status;
  if (status == 304) return;
  res.set_content(JsonText(body) + "\n", kJsonType);
}

void SendError(httplib::Response& res, int status, const std::string& source, const std::string& what) {
  SendJson(res, status, ApiErrorJson(InputError(source, 0, what)));
}

class Router {
 public:
  Router(ServedFile& served, const ServeOptions& options, std::ostream& out)
      : served_(served), out_(out), token_(IsLoopback(options.listen) ? "" : NewToken()) {
    served_.ahead().SetLog([this](const std::string& line) { Log(line); });
  }
  // (the work ahead logs here: stopped while the log is still there)
  ~Router() { served_.ahead().Stop(); }

  const std::string& token() const { return token_; }

  // Every request: its path checked, then a file of the page or the API.
  void Handle(const httplib::Request& req, httplib::Response& res) {
    res.set_header("Cache-Control", "no-store");
    if (HostilePath(req.path)) return SendError(res, 404, "path", "no such page");
    if (req.path.rfind("/api/", 0) == 0) return Api(req, res);
    if (req.method != "GET" && req.method != "HEAD") return SendError(res, 405, "method", req.method + " " + req.path + ": only GET");
    const std::string name = req.path == "/" ? "index.html" : req.path.substr(1);
    Asset asset;
    if (name.find('/') != std::string::npos || !FindAsset(name, &asset))
      return SendError(res, 404, "path", req.path + ": no such page");
    res.status = 200;
    res.set_content(std::string(asset.body), asset.type.c_str());
  }

 private:
  using Handler = ApiReply (*)(ServedFile&, const ApiRequest&);
  using Changer = ApiReply (*)(ServedFile&, const ApiRequest&, std::string*);

  void Api(const httplib::Request& req, httplib::Response& res) {
    static const std::map<std::string, Handler> gets = {{"/api/position", GetPosition}, {"/api/solve", GetSolve},
                                                        {"/api/options", GetOptions},   {"/api/trains", GetTrains},
                                                        {"/api/playable", GetPlayable}};
    static const std::map<std::string, Handler> reads = {{"/api/check", PostCheck}};
    static const std::map<std::string, Changer> changes = {{"/api/apply", PostApply}, {"/api/undo", PostUndo},
                                                                   {"/api/redo", PostRedo}};
    const bool get = req.method == "GET" || req.method == "HEAD", post = req.method == "POST";
    auto g = gets.find(req.path);
    auto r = reads.find(req.path);
    auto c = changes.find(req.path);
    if (g == gets.end() && r == reads.end() && c == changes.end())
      return SendError(res, 404, "path", req.path + ": no such API endpoint");
    if (g != gets.end() ? !get : !post)
      return SendError(res, 405, "method", req.path + " takes " + (g != gets.end() ? "GET" : "POST"));
    if (c != changes.end() && !Allowed(req))
      return SendError(res, 403, "token", req.path + " changes the file: the token of the address printed is needed");
    ApiRequest q;
    for (const auto& [key, value] : req.params) q.query.emplace(key, value);  // (the first of each)
    q.body = req.body;
    try {
      if (g != gets.end()) return Send(res, g->second(served_, q));
      if (r != reads.end()) return Send(res, r->second(served_, q));
      std::string log;
      ApiReply reply = c->second(served_, q, &log);
      if (!log.empty()) Log(log);
      Send(res, reply);
    } catch (const ApiError& e) {
      SendJson(res, e.status, ApiErrorJson(e.error));
    } catch (const InputError& e) {  // (a rule refused it: the handlers say 400 for a malformed request)
      SendJson(res, 422, ApiErrorJson(e));
    } catch (const Json::exception& e) {
      SendError(res, 400, "body", std::string("not the JSON asked for: ") + e.what());
    }
  }

  void Log(const std::string& line) {
    std::lock_guard lock(out_mu_);
    out_ << "xxroute serve: " << line << std::endl;
  }

  // A change needs the token when other machines may connect.
  bool Allowed(const httplib::Request& req) const {
    if (token_.empty()) return true;
    return req.get_param_value("token") == token_ || req.get_header_value("X-Token") == token_;
  }

  static void Send(httplib::Response& res, const ApiReply& reply) { SendJson(res, reply.status, reply.body); }

  ServedFile& served_;
  std::ostream& out_;
  std::mutex out_mu_;
  const std::string token_;
};

}  // namespace

}  // namespace serve

void Serve(const ServeOptions& options, std::ostream& out) {
  using namespace serve;
  // (a phone that drops its connection mid-answer must not stop the server)
  std::signal(SIGPIPE, SIG_IGN);
  ServedFile served(options.file, std::make_shared<GameCache>(), options.company);
  Router router(served, options, out);
  httplib::Server server;
  // (a thread per connection, up to 64: 50 phones and scripts at once)
  server.new_task_queue = [] { return new httplib::ThreadPool(64); };
  server.set_payload_max_length(options.body_limit);
  // Every request, whatever its method, goes to the router (the body read first).
  auto handle = [&](const httplib::Request& req, httplib::Response& res) {
    try {
      router.Handle(req, res);
    } catch (const std::exception& e) {  // (never expected: said, and the server goes on)
      SendError(res, 500, "server", e.what());
    }
  };
  server.Get(".*", handle).Post(".*", handle).Put(".*", handle).Patch(".*", handle).Delete(".*", handle);
  server.Options(".*", handle);
  // What httplib answers itself (a body over the limit: 413; a malformed request: 400) as the API's error object.
  const std::string limit = std::to_string(options.body_limit);
  server.set_error_handler([limit](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string what = res.status == 413 ? "the request body is over the limit of " + limit + " bytes"
                                               : "bad request (status " + std::to_string(res.status) + ")";
    res.set_content(JsonText(ApiErrorJson(InputError("request", 0, what))) + "\n", kJsonType);
  });
  int port = options.port;
  if (port == 0) port = server.bind_to_any_port(options.listen);
  else if (!server.bind_to_port(options.listen, port)) port = -1;
  if (port < 0)
    throw InputError("--listen", 0, "cannot listen on " + options.listen + " port " + std::to_string(options.port));
  std::string url = "http://" + ShownAddress(options.listen) + ":" + std::to_string(port) + "/";
  if (!router.token().empty()) url += "?token=" + router.token();
  out << "xxroute serve: open " << url << std::endl;
  server.listen_after_bind();
}

}  // namespace xxroute
